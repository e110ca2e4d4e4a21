// Intl formatters, one per locale tag and options: making one costs far more than using it,
// and a grid or a calendar formats hundreds of values a render.

function cachedBy<Options, Formatter>(create: (tag: string, options: Options) => Formatter): (tag: string, options: Options) => Formatter {
  const made = new Map<string, Formatter>();
  return (tag, options) => {
    const key = `${tag}|${JSON.stringify(options)}`;
    let formatter = made.get(key);
    if (!formatter) {
      formatter = create(tag, options);
      made.set(key, formatter);
    }
    return formatter;
  };
}

export const numberFormat = cachedBy((tag, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(tag, options));

export const dateTimeFormat = cachedBy((tag, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(tag, options));
