export type PageWindowItem = number | 'gap';

/**
 * Which page numbers a pagination bar shows: always the first and last page, the current
 * page and its neighbours, and a gap where pages are left out. Keeps the bar short enough
 * for a 320 px screen: at most 7 entries.
 */
export function pageWindow(page: number, pageCount: number): PageWindowItem[] {
  const count = Math.max(0, Math.floor(pageCount));
  if (count <= 7) return Array.from({ length: count }, (_, i) => i + 1);
  const current = Math.min(Math.max(1, Math.floor(page)), count);
  let start = Math.max(2, current - 1);
  let end = Math.min(count - 1, current + 1);
  if (current <= 3) {
    start = 2;
    end = 4;
  } else if (current >= count - 2) {
    start = count - 3;
    end = count - 1;
  }
  const items: PageWindowItem[] = [1];
  if (start > 2) items.push('gap');
  for (let p = start; p <= end; p++) items.push(p);
  if (end < count - 1) items.push('gap');
  items.push(count);
  return items;
}
