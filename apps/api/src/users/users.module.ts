// User management: members, roles and invitations (Clerk or the local directory).
import { Module } from '@nestjs/common';

@Module({})
export class UsersModule {}
