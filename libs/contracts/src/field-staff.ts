// Field staff: request bodies, queries and views, assignments.
export {};
