// Shared links: read-only links to a tour for travelers and partners, and the record of their views.
export * from './shared-link';
export * from './shared-link-commands';
