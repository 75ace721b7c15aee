// The tags of a good or a shop (tagArr), as small outlined chips; nothing when there are none.
export function TagList({ tags, max, className }: { tags: readonly string[]; max?: number; className?: string }) {
  if (tags.length === 0) return null;
  return (
    <span className={className ? `qh-tags ${className}` : 'qh-tags'}>
      {tags.slice(0, max).map((tag) => (
        <span key={tag} className="qh-tag">
          {tag}
        </span>
      ))}
    </span>
  );
}
