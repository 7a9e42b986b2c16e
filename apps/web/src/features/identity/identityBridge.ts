// The seam between the app and the active identity provider (local or Clerk): bearer tokens and sign-out.
export interface AccessTokenOptions {
  /** A newly issued token rather than the cached one (Clerk's skipCache); the local identity has only its one token. */
  fresh?: boolean;
}

export interface IdentityBridge {
  getAccessToken(options?: AccessTokenOptions): Promise<string | null>;
  signOut(): Promise<void>;
}

const signedOutBridge: IdentityBridge = { getAccessToken: async () => null, signOut: async () => {} };

let activeBridge: IdentityBridge = signedOutBridge;

export function connectIdentityBridge(bridge: IdentityBridge): () => void {
  activeBridge = bridge;
  return () => {
    if (activeBridge === bridge) activeBridge = signedOutBridge;
  };
}

export const getAccessToken = (options?: AccessTokenOptions) => activeBridge.getAccessToken(options);
export const signOutOfProvider = () => activeBridge.signOut();
