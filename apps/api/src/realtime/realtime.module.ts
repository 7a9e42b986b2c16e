// Live updates: the socket gateway, and the member sockets other slices close when access ends.
import { Global, Module } from '@nestjs/common';
import { ChangesGateway } from './changes.gateway';
import { MemberSockets } from './member-sockets';

@Global()
@Module({
  providers: [ChangesGateway, MemberSockets],
  exports: [MemberSockets],
})
export class RealtimeModule {}
