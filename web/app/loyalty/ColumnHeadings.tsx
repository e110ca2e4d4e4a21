// A table's head: one row of column headings, each announced by screen readers as the
// heading of its column (scope="col"). The Beauty Pass tables use it, and the sandbox's
// inbox, which stands above loyalty.
export function ColumnHeadings({ labels }: { labels: readonly string[] }) {
  return (
    <thead>
      <tr>
        {labels.map((label) => (
          <th key={label} scope="col">
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
