// The look of one search result, shared by the site's results (SiteSearch) and the documents'
// (DocumentResults): a card whose link is its title alone (the link's name); the link's box
// stretches over the card (its ::after), so the whole card opens it and shows its focus.

export const searchResultClass = [
  'relative flex flex-col gap-1 rounded-md border-2 border-transparent p-3 text-foreground hover:bg-muted',
  'has-[a:focus-visible]:border-ring has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-1 has-[a:focus-visible]:outline-ring',
  '[&_mark]:bg-accent-soft [&_mark]:font-semibold [&_mark]:text-foreground forced-colors:[&_mark]:bg-[Mark]',
].join(' ');

export const searchResultLinkClass =
  'text-lg font-semibold text-primary underline underline-offset-4 focus-visible:outline-none after:absolute after:inset-0 after:rounded-md';
