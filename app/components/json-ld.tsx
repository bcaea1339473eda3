/**
 * Structured data for search engines. "<" is escaped so no text inside can
 * close the script element. Data blocks are not executed, so CSP needs no nonce.
 */
export function JsonLd({ data }: { data: object | object[] }) {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
