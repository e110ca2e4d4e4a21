// The shape of the seeded content's words in one language. Placeholders in braces are
// filled per country by build-entries.ts: {country} {city} {year} {stores} and money
// already formatted for the locale: {threshold} (free shipping), {giftUnder}, {welcome}.
// {brand} is a brand's name. A string array is one paragraph (or bullet) per item.

export interface HeroCopy {
  eyebrow: string;
  heading: string;
  body: string;
  cta: string;
  alt: string;
}

export interface ContentCopy {
  home: {
    title: string;
    description: string;
    heroGuest: HeroCopy;
    heroMember: HeroCopy;
    /** The newer, unpublished hero of the home page's draft. */
    heroDraft: HeroCopy;
    tilesHeading: string;
    bestsellers: string;
    newArrivals: string;
    viewAll: string;
    brandsHeading: string;
    servicesHeading: string;
    services: string[];
    memberHeading: string;
    memberBody: string;
  };
  overlay: { heading: string; draftHeading: string; intro: string; perks: string[]; cta: string; alt: string };
  about: { title: string; description: string; heading: string; paragraphs: string[]; servicesHeading: string; services: string[]; quote: string };
  /** /pages with no segment (decision 0148): where the campaign pages, membership and services are. */
  pagesIndex: {
    title: string;
    description: string;
    heading: string;
    intro: string;
    links: { gifts: string; beautyPass: string; brands: string; services: string };
    followHeading: string;
    follow: string;
  };
  gifts: { title: string; description: string; hero: HeroCopy; fragrance: string; skincare: string; tipsHeading: string; tips: string[] };
  beautyPass: {
    title: string;
    description: string;
    hero: HeroCopy;
    tiersHeading: string;
    tiers: { white: string; black: string; gold: string };
    guestHeading: string;
    guestBody: string;
    memberHeading: string;
    memberBody: string;
  };
  /** A page that exists only as a draft. */
  newArrivalsPreview: { title: string; description: string; hero: HeroCopy; carousel: string };
  brand: { description: string; heroBody: string; cta: string; alt: string; carousel: string; aboutHeading: string; taglines: Record<string, string> };
  announcement: { everyone: string; members: string; draft: string; link: string };
}
