/** The ZIP codes a place page names, under a small heading. */
export function ZipCodeList({ zipCodes, heading }: { zipCodes: readonly string[]; heading: string }) {
  return (
    <div className="mt-6">
      <h3 className="text-base font-semibold">{heading}</h3>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted tabular-nums">
        {zipCodes.map((zip) => (
          <li key={zip}>
            {zip}
          </li>
        ))}
      </ul>
    </div>
  );
}
