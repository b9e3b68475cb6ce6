import * as E from 'fp-ts/lib/Either.js';
import { injectable } from 'inversify';
import { makeAutoObservable, observableRef } from 'mobx';
import { ErrorReporter } from '../../core/errors/error-reporter.port.js';
import { DEFAULT_PRODUCT_LINE, ProductLine } from '../../core/market/product-line.entity.js';
import type { Service } from '../../core/service/service.entity.js';
import { ServiceGateway } from '../../core/service/service-gateway.port.js';
import type { AppError } from '../../core/shared/app-error.js';
import { inject } from '../di/inject.js';
import { ShellViewModel } from '../shell/shell.view-model.js';

export type ServicePageState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly service: Service }
  | { readonly status: 'failed'; readonly error: AppError };

/**
 * A service's page as the booking panel needs it: the service, priced and described for the
 * trip, the lead and the product line (docs/product/calls.md#services-and-misc). A failure is
 * a page-load error (docs/product/errors.md#load-failures). The newest address wins.
 */
@injectable()
export class ServiceBookingPageViewModel {
  state: ServicePageState = { status: 'loading' };
  #shown: string | null = null;
  readonly #services: Pick<ServiceGateway, 'serviceDetail'>;
  readonly #errors: ErrorReporter;
  readonly #shell: ShellViewModel;

  constructor(
    @inject(ServiceGateway) services: Pick<ServiceGateway, 'serviceDetail'>,
    @inject(ErrorReporter) errors: ErrorReporter,
    @inject(ShellViewModel) shell: ShellViewModel,
  ) {
    this.#services = services;
    this.#errors = errors;
    this.#shell = shell;
    makeAutoObservable(this, { state: observableRef }, { autoBind: true });
  }

  async opened(serviceId: string, itineraryId: string | null): Promise<void> {
    const key = `${serviceId}#${itineraryId ?? ''}`;
    if (this.#shown === key) return;
    this.#shown = key;
    this.state = { status: 'loading' };
    const line = this.#shell.productLine;
    const service = await this.#services.serviceDetail(serviceId, {
      itineraryId,
      leadId: this.#shell.lead?.leadId ?? null,
      productLine: ProductLine.is(line) ? line : DEFAULT_PRODUCT_LINE,
    });
    if (this.#shown !== key) return;
    if (E.isLeft(service) && service.left.kind !== 'not-found')
      this.#errors.report(service.left, { during: 'loading a service' });
    this.loaded(service);
  }

  private loaded(service: E.Either<AppError, Service>): void {
    this.state = E.isRight(service)
      ? { status: 'ready', service: service.right }
      : { status: 'failed', error: service.left };
  }
}
