// Identity: the token verifier chosen by configuration, the global guard, the identity routes and local identity's member directory.
import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { APP_CONFIG, type AppConfig } from '@tourops/runtime';
import { AuthGuard } from './auth.guard';
import { IdentityController } from './identity.controller';
import { MemberDirectoryStream } from './member-directory-stream';
import { TokenVerifier, createTokenVerifier } from './token-verifier';

@Global()
@Module({
  controllers: [IdentityController],
  providers: [
    { provide: TokenVerifier, inject: [APP_CONFIG], useFactory: (config: AppConfig) => createTokenVerifier(config) },
    MemberDirectoryStream,
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [TokenVerifier, MemberDirectoryStream],
})
export class IdentityModule {}
