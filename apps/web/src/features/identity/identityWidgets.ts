// The identity provider's widgets the shell and pages place: account button, sign-in panel, organization chooser.
import { createContext, useContext, type ComponentType } from 'react';

export interface IdentityWidgets {
  /** The sign-in/user button centred at the top. */
  AccountButton: ComponentType;
  /** The sign-in form hosted at /sign-in. */
  SignInPanel: ComponentType;
  /** Shown when the user is signed in without an active organization. */
  OrganizationPanel: ComponentType;
}

const none = () => null;

export const IdentityWidgetsContext = createContext<IdentityWidgets>({ AccountButton: none, SignInPanel: none, OrganizationPanel: none });

export const useIdentityWidgets = () => useContext(IdentityWidgetsContext);
