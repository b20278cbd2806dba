/** Built by vite.config.ts from @iconify-json/game-icons: only the icons of card-icons.ts. */
declare module "virtual:card-icons" {
  /** Icon name → the SVG body (paths) on a 512×512 view box. */
  const icons: Readonly<Record<string, string>>;
  export default icons;
}
