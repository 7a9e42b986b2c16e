// A member's picture, or their initials when they have none.

export const initialsOf = (name: string) =>
  name
    .split(/[\s@._-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('') || '?';

export function MemberAvatar({ name, imageUrl }: { name: string; imageUrl: string }) {
  return imageUrl ? (
    <img className="member-avatar" src={imageUrl} alt="" width={32} height={32} />
  ) : (
    <span className="member-avatar member-initials" aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
