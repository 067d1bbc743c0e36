/** The address of a language's text pack (build/text-packs.ts). */
declare module 'virtual:text-pack/*' {
  const url: string;
  export default url;
}
