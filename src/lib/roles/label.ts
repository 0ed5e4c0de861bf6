/** A role's name for people: underscores as spaces, first letter capital ('super_admin' → 'Super admin'). */
export function roleLabel(name: string): string {
  const words = name.replaceAll('_', ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
