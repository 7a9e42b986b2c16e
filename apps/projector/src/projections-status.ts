// The read models' status: per projection its versions, documents, position, lag behind the log's head, state and next generation.
import type { ReadStore } from '@tourops/read-store';
import type { DocumentProjection } from '@tourops/projections';
import type { NextGenerationView, ProjectionState, ProjectionsStatusView } from '@tourops/contracts';

/** What the projector knows of one projection's generations. */
export interface GenerationsOf {
  frozen: { storedVersion: number; position: bigint } | null;
  next: NextGenerationView | null;
  generations: number;
}

/** Documents of a collection: of one organization, or every organization counted through its own scope. */
async function documentsIn(readStore: ReadStore, collection: string, orgId: string | undefined): Promise<number> {
  let documents = 0;
  const organizations = orgId ? [orgId] : await readStore.organizationsWith(collection);
  for (const organization of organizations) documents += await readStore.forOrganization(organization).collection(collection).countDocuments();
  return documents;
}

export async function projectionsStatus(
  readStore: ReadStore,
  orgId: string | undefined,
  head: bigint,
  projectorPosition: bigint,
  projections: readonly DocumentProjection[],
  generationsOf: (projection: DocumentProjection) => GenerationsOf,
): Promise<ProjectionsStatusView> {
  const counted = new Map<string, number>();
  const views = [];
  for (const projection of projections) {
    const { frozen, next, generations } = generationsOf(projection);
    if (!counted.has(projection.collection)) counted.set(projection.collection, await documentsIn(readStore, projection.collection, orgId));
    const position = frozen?.position ?? projectorPosition;
    const state: ProjectionState = frozen ? 'frozen' : next ? 'rebuilding' : 'live';
    views.push({
      name: projection.name,
      version: projection.version,
      servingVersion: frozen?.storedVersion ?? projection.version,
      collection: projection.collection,
      documents: counted.get(projection.collection)!,
      position: position.toString(),
      lag: (head > position ? head - position : 0n).toString(),
      state,
      generations,
      next,
    });
  }
  return { headPosition: head.toString(), projectorPosition: projectorPosition.toString(), projections: views };
}
