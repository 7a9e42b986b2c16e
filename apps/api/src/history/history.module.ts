// The history presenter, shared by the tours, travelers, field staff and notifications slices.
import { Module } from '@nestjs/common';
import { CrossStreamLinks } from './cross-stream-links';
import { HistoryPresenter } from './history.presenter';

@Module({ providers: [HistoryPresenter, CrossStreamLinks], exports: [HistoryPresenter] })
export class HistoryModule {}
