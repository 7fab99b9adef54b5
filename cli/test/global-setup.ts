// The CLI tests run the built binary, as users and pipelines do: build it once first.
export default async function setup() {
  // @ts-expect-error plain ESM script without types
  const { bundle } = await import('../../scripts/bundle.mjs');
  await bundle('cli');
}
