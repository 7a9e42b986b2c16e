// Shared links: read-only links to a tour, their public itinerary, and the record of every view.
import { Module } from '@nestjs/common';
import { ShareRateLimitGuard } from './share-rate-limit.guard';
import { ShareController, SharedLinksController } from './shared-links.controller';
import { ListSharedLinksHandler } from './shared-links.queries';
import { SharedLinks } from './shared-links.stream';
import { TourPeopleReader } from './tour-people.reader';

@Module({
  controllers: [SharedLinksController, ShareController],
  providers: [SharedLinks, TourPeopleReader, ShareRateLimitGuard, ListSharedLinksHandler],
})
export class SharedLinksModule {}
