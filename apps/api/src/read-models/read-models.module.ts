// The read models slice of the API: their status for admins, from the projector in this process.
import { Module } from '@nestjs/common';
import { ReadModelsController } from './read-models.controller';
import { ReadModelsQueries } from './read-models.queries';

@Module({ controllers: [ReadModelsController], providers: [ReadModelsQueries] })
export class ReadModelsModule {}
