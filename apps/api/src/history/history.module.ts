// The history presenter, shared by the tours, travelers, field staff and notifications slices.
import { Module } from '@nestjs/common';
import { HistoryPresenter } from './history.presenter';

@Module({ providers: [HistoryPresenter], exports: [HistoryPresenter] })
export class HistoryModule {}
