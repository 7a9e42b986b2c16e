// Projections of top-level fields (all included or all excluded), as MongoDB applies them; null for anything else.
import { Document, Projection } from '../read-store.port';

export function topLevelProjector(projection: Projection): ((document: Document) => Document) | null {
  const fields = Object.entries(projection);
  if (fields.some(([field]) => field.includes('.') || field.startsWith('$'))) return null;
  const others = fields.filter(([field]) => field !== '_id');
  const including = others.some(([, mode]) => mode === 1) || (others.length === 0 && projection._id === 1);
  if (others.some(([, mode]) => (mode === 1) !== including)) return null;
  const excludeId = projection._id === 0;
  if (including) {
    const kept = others.map(([field]) => field);
    return (document) => {
      const projected: Document = excludeId || document._id === undefined ? {} : { _id: document._id };
      for (const field of kept) if (field in document) projected[field] = document[field];
      return projected;
    };
  }
  const dropped = new Set(fields.filter(([, mode]) => mode === 0).map(([field]) => field));
  return (document) => {
    const projected: Document = {};
    for (const field of Object.keys(document)) if (!dropped.has(field)) projected[field] = document[field];
    return projected;
  };
}
