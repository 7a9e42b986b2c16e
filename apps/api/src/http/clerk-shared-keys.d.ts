// The one function of @clerk/shared/keys the api uses; its own types sit behind a subpath export that node10 resolution cannot read.
declare module '@clerk/shared/keys' {
  export function parsePublishableKey(key: string, options: { fatal: true }): { instanceType: 'production' | 'development'; frontendApi: string };
}
