// The field staff's position samples the reports join with tours and assignments, kept between queries and read again only for members whose report document changed.
import { Injectable } from '@nestjs/common';
import { POSITION_FIELD, REPORT_STAFF_COLLECTION, decodeSamples } from '@tourops/projections';
import type { OrganizationScope } from '@tourops/read-store';
import { RecentlyAsked } from '../shared/recently-asked';

/** Organizations whose samples are kept (the most recently asked). */
const ORGANIZATIONS_KEPT = 8;

type Positioned = { _id: string; [POSITION_FIELD]?: string };
type Kept = { position: string | undefined; samples: readonly number[] };

@Injectable()
export class StaffSamplesMemo {
  private readonly byOrganization = new RecentlyAsked<string, Map<string, Kept>>(ORGANIZATIONS_KEPT);

  /** The samples of these members (as read with their `_position`), flat as decodeSamples gives them, by id: read and decoded only when a member's document moved on. */
  async samplesOf(scope: OrganizationScope, staff: readonly Positioned[]): Promise<Map<string, readonly number[]>> {
    const kept = this.byOrganization.get(scope.orgId, () => new Map<string, Kept>());
    const stale = staff.filter((member) => kept.get(member._id)?.position !== member[POSITION_FIELD]).map((member) => member._id);
    if (stale.length > 0) {
      const read = await scope
        .collection<{ samples: string | number[] } & Positioned>(REPORT_STAFF_COLLECTION)
        .find({ _id: { $in: stale } }, { projection: { samples: 1, [POSITION_FIELD]: 1 } });
      // Version 1 documents (serving until version 2 takes over) hold the samples flat already.
      for (const { _id, samples, [POSITION_FIELD]: position } of read) kept.set(_id, { position, samples: typeof samples === 'string' ? decodeSamples(samples) : samples });
    }
    return new Map(staff.map((member) => [member._id, kept.get(member._id)?.samples ?? []]));
  }
}
