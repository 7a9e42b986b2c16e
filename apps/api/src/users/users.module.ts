// User management: members, roles and invitations, from Clerk (CLERK_SECRET_KEY) or the local directory (local identity).
import { Module } from '@nestjs/common';
import { createClerkClient } from '@clerk/backend';
import type { ReadStore } from '@tourops/read-store';
import { APP_CONFIG, READ_STORE, type AppConfig } from '@tourops/runtime';
import { MemberDirectoryStream } from '../identity/member-directory-stream';
import { ClerkOrganizationDirectory } from './clerk-organization-directory';
import { LocalOrganizationDirectory } from './local-organization-directory';
import { ClerkWithoutSecretKey, OrganizationDirectory } from './organization-directory';
import { UsersController } from './users.controller';

export function createOrganizationDirectory(config: AppConfig, directory: MemberDirectoryStream, readStore: ReadStore): OrganizationDirectory {
  if (!config.clerk) return new LocalOrganizationDirectory(directory, readStore);
  if (!config.clerk.secretKey) return new ClerkWithoutSecretKey();
  return new ClerkOrganizationDirectory(createClerkClient({ secretKey: config.clerk.secretKey, apiUrl: config.clerkApiUrl }));
}

@Module({
  controllers: [UsersController],
  providers: [
    {
      provide: OrganizationDirectory,
      inject: [APP_CONFIG, MemberDirectoryStream, READ_STORE],
      useFactory: createOrganizationDirectory,
    },
  ],
})
export class UsersModule {}
