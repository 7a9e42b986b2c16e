// Shared links: read-only links to a tour, their public itinerary, and the record of every view.
import { Module } from '@nestjs/common';
import { SettingsModule } from '../settings/settings.module';
import { WebAppModule } from '../web/web-app.module';
import { SharePrivacyGuard } from './share-privacy.guard';
import { ShareRateLimitGuard } from './share-rate-limit.guard';
import { ShareController, SharedLinksController, SharePageController } from './shared-links.controller';
import { ListSharedLinksHandler } from './shared-links.queries';
import { SharedLinks } from './shared-links.stream';
import { TourPeopleReader } from './tour-people.reader';

@Module({
  imports: [SettingsModule, WebAppModule],
  controllers: [SharedLinksController, ShareController, SharePageController],
  providers: [SharedLinks, TourPeopleReader, SharePrivacyGuard, ShareRateLimitGuard, ListSharedLinksHandler],
})
export class SharedLinksModule {}
