// Made by the build (scripts/widget-chunks.ts): the bindings of paymentWidgets.js the chunks use,
// in the order the chunks ask for them.
declare module 'virtual:widget-chunk-imports' {
  const imports: unknown[];
  export default imports;
}
