/** The suggestion's name with the typed part in bold, so the eye finds why it matched. */
export function HighlightedMatch({ text, query }: { text: string; query: string }) {
  const start = query ? text.toLocaleLowerCase().indexOf(query.toLocaleLowerCase()) : -1;
  if (start === -1) return <span>{text}</span>;
  const end = start + query.length;
  return (
    <span>
      {text.slice(0, start)}
      <strong className="font-semibold">{text.slice(start, end)}</strong>
      {text.slice(end)}
    </span>
  );
}
