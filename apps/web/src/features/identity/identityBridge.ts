// The seam between the app and the active identity provider (local or Clerk): bearer tokens and sign-out.
export interface IdentityBridge {
  getAccessToken(): Promise<string | null>;
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

export const getAccessToken = () => activeBridge.getAccessToken();
export const signOutOfProvider = () => activeBridge.signOut();
