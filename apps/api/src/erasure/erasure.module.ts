// Erasure of people (travelers and field staff): the one service both slices' erase commands use.
import { Module } from '@nestjs/common';
import { PersonErasure } from './person-erasure';

@Module({ providers: [PersonErasure], exports: [PersonErasure] })
export class ErasureModule {}
