// The web app as the api serves it: its index.html for every page path, which slices with a page of their own answer too.
import { Module } from '@nestjs/common';
import { WebAppController } from './web-app.controller';
import { WebAppIndex } from './web-app-index';

@Module({
  controllers: [WebAppController],
  providers: [WebAppIndex],
  exports: [WebAppIndex],
})
export class WebAppModule {}
