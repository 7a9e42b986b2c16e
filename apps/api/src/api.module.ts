// The api process: every slice of the HTTP API (tours to reports), the socket gateway, the OpenAPI document and the web app.
import { Module } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { AssistantModule } from './assistant/assistant.module';
import { DocsController } from './http/docs.controller';
import { HealthController } from './http/health.controller';
import { MinPositionInterceptor } from './http/min-position.interceptor';
import { ProblemFilter } from './http/problem.filter';
import { IdentityModule } from './identity/identity.module';
import { PlacesModule } from './places/places.module';
import { RealtimeModule } from './realtime/realtime.module';
import { SettingsModule } from './settings/settings.module';
import { ToursModule } from './tours/tours.module';
import { TravelersModule } from './travelers/travelers.module';
import { FieldStaffModule } from './field-staff/field-staff.module';
import { TrackingModule } from './tracking/tracking.module';
import { UsersModule } from './users/users.module';
import { NotificationsModule } from './notifications/notifications.module';
import { MonitoringModule } from './monitoring/monitoring.module';
import { ReadModelsModule } from './read-models/read-models.module';
import { DemoClockModule } from './demo-clock/demo-clock.module';
import { ReportsModule } from './reports/reports.module';
import { OverviewModule } from './overview/overview.module';
import { DashboardMapModule } from './dashboard-map/dashboard-map.module';
import { SharedLinksModule } from './shared-links/shared-links.module';
import { AuditLogModule } from './audit-log/audit-log.module';
import { WebAppModule } from './web/web-app.module';

@Module({
  imports: [
    CqrsModule.forRoot(),
    IdentityModule,
    RealtimeModule,
    SettingsModule,
    ToursModule,
    TravelersModule,
    FieldStaffModule,
    TrackingModule,
    UsersModule,
    NotificationsModule,
    PlacesModule,
    AssistantModule,
    MonitoringModule,
    ReadModelsModule,
    DemoClockModule,
    ReportsModule,
    OverviewModule,
    DashboardMapModule,
    SharedLinksModule,
    AuditLogModule,
    WebAppModule,
  ],
  controllers: [HealthController, DocsController],
  providers: [
    { provide: APP_FILTER, useClass: ProblemFilter },
    { provide: APP_INTERCEPTOR, useClass: MinPositionInterceptor },
  ],
})
export class ApiModule {}
