// Travelers: request bodies, queries and views, CSV import rows.
export {};
