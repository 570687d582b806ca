/** Unread counter on a menu icon; hidden at zero, capped at 99+ so it keeps its size. The link's name says the count. */
export function CountBadge({ count }: { count: number | undefined }) {
  if (!count || count <= 0) return null;
  return (
    <span className="agt-badge" aria-hidden>
      {count > 99 ? '99+' : count}
    </span>
  );
}
