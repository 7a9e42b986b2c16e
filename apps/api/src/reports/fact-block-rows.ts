// An organization's report facts read from their blocks (fact-blocks.ts): the blocks' positions read at each query, a block read and turned into rows again only when its position moved, the same reads on every store; and the columns built from those rows, kept per organization.
import { POSITION_FIELD, rowsOfBlock, type FactBlockDocument, type FactRow } from '@tourops/projections';
import type { OrgCollection, OrganizationScope } from '@tourops/read-store';
import { laterPosition, type FollowedRows } from './followed-rows';
import { RecentlyAsked } from '../shared/recently-asked';

/** Organizations whose rows and columns are kept (the most recently asked). */
const ORGANIZATIONS_KEPT = 8;

type Positioned = { _id: string; [POSITION_FIELD]?: string };
type Kept<Row> = { position: string | undefined; rows: Row[] };

/**
 * The rows of one organization's blocks, kept between queries. A query reads the blocks' `_position`s (one small document
 * each) and the blocks whose position moved since: on the memory store and on MongoDB alike, the documents a report
 * reads follow the blocks, not the rows, and an unchanged block's rows are the same objects as last time.
 */
export class FactBlockRows<Row extends FactRow> {
  private readonly kept = new Map<string, Kept<Row>>();
  /** The last position among the blocks read. */
  lastPosition = '0';

  constructor(private readonly columns: readonly string[]) {}

  /** Every row, block after block (each in id order). */
  async read(blocks: OrgCollection<FactBlockDocument>): Promise<Row[]> {
    const positions = await blocks.find({}, { projection: { _id: 1, [POSITION_FIELD]: 1 }, sort: { _id: 1 } });
    const moved = (positions as Positioned[]).filter((block) => this.kept.get(block._id)?.position !== block[POSITION_FIELD]).map((block) => block._id);
    if (moved.length > 0)
      for (const block of (await blocks.find({ _id: { $in: moved } })) as (FactBlockDocument & Positioned)[])
        this.kept.set(block._id, { position: block[POSITION_FIELD], rows: rowsOfBlock<Row>(block, this.columns) });
    const rows: Row[] = [];
    let last = '0';
    for (const { _id } of positions) {
      const block = this.kept.get(_id);
      if (!block) continue;
      for (const row of block.rows) rows.push(row);
      if (block.position !== undefined) last = laterPosition(last, block.position);
    }
    if (this.kept.size > positions.length) for (const id of [...this.kept.keys()]) if (!positions.some((block) => block._id === id)) this.kept.delete(id);
    this.lastPosition = last;
    return rows;
  }
}

/** The columns (FollowedRows) of an organization's rows of one kind, read from their blocks and kept between queries. */
export abstract class FactBlockColumns<Row extends FactRow, Columns extends FollowedRows<Row>> {
  private readonly byOrganization = new RecentlyAsked<string, { blocks: FactBlockRows<Row>; columns: Columns }>(ORGANIZATIONS_KEPT);

  protected constructor(
    private readonly collection: string,
    private readonly rowColumns: readonly string[],
    private readonly newColumns: () => Columns,
  ) {}

  async columnsOf(scope: OrganizationScope): Promise<Columns> {
    const kept = this.byOrganization.get(scope.orgId, () => ({ blocks: new FactBlockRows<Row>(this.rowColumns), columns: this.newColumns() }));
    const rows = await kept.blocks.read(scope.collection<FactBlockDocument>(this.collection));
    const columns = kept.columns.follow(rows);
    columns.lastPosition = kept.blocks.lastPosition;
    return columns;
  }
}
