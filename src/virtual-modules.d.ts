/** scripts/leader-previews.ts: each locale's leader biography previews, by leader id. */
declare module 'virtual:leader-previews' {
  const previews: Record<string, Record<string, string> | undefined>;
  export default previews;
}
