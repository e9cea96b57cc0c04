import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { useSearchParams } from 'react-router-dom';
import { useSyncExternalStore } from 'react';
import type { Calculator_model$data } from '../../__generated__/Calculator_model.graphql';
import type { DonatePageQuery } from '../../__generated__/DonatePageQuery.graphql';
import { PageSpinner } from '../../app/feedback/PageSpinner';
import { useSession } from '../../auth/session';
import { CALCULATOR_COUNTRY } from '../../content/calculator';
import type { Project } from '../../content/projects';
import { AccountData } from '../../features/account/AccountData';
import { readCachedAnswers } from '../../features/calculator/answersCache';
import { catalogFromModel } from '../../features/calculator/catalogFromModel';
import { DonationChooser } from '../../features/donation/DonationChooser';
import { donationTypeParam } from '../../features/donation/donationOffers';
import { rememberedProject } from '../../features/donation/lastProject';
import { PaymentStep } from '../../features/donation/PaymentStep';
import { useCreatePaymentIntent } from '../../features/donation/useCreatePaymentIntent';
import { totalEmission } from '../../../server/core/domain/calculator/evaluate';
import { Page } from '../../ui/Page';

export interface DonatePageProps {
  title: string;
  heading: string;
  intro: string;
  /** Set on /projekte/{projekt}/spenden. */
  project: Project | null;
}

/** The started payment's id in the address, so a reload or the way back from the payment form finds it again. */
const PAYMENT_PARAM = 'zahlung';

/** /spenden and /projekte/{projekt}/spenden: choose, pay in Twingle's widget, and „Danke!“ once the push arrived. */
export function DonatePage({ title, heading, intro, project }: DonatePageProps) {
  const session = useSession();
  const [params] = useSearchParams();
  // „Wähle ein Projekt …“ speaks of the choice: not above the payment form or the thanks.
  const paying = params.has(PAYMENT_PARAM);
  return (
    <Page title={title} heading={heading} intro={paying ? undefined : intro}>
      {session.status === 'loading' ? (
        <PageSpinner message="Deine Spende wird vorbereitet …" delayMs={0} />
      ) : (
        <AccountData loadingMessage="Deine Spende wird vorbereitet …">
          {(fetchKey) => <Donation project={project} signedIn={session.status === 'signedIn'} fetchKey={fetchKey} />}
        </AccountData>
      )}
    </Page>
  );
}

function Donation({ project, signedIn, fetchKey }: { project: Project | null; signedIn: boolean; fetchKey: number }) {
  const [params, setParams] = useSearchParams();
  const { create, isCreating } = useCreatePaymentIntent();
  const data = useLazyLoadQuery<DonatePageQuery>(
    graphql`
      query DonatePageQuery($country: String!, $signedIn: Boolean!) {
        currentCalculatorModel(country: $country) {
          ...Calculator_model @relay(mask: false)
        }
        # null while no result is saved (the server answers NOT_FOUND).
        calculator(country: $country) @include(if: $signedIn) {
          state {
            co2EmissionTotal
          }
        }
        # The giver's name on a gift certificate's preview.
        user @include(if: $signedIn) {
          firstName
          lastName
        }
      }
    `,
    { country: CALCULATOR_COUNTRY, signedIn },
    { fetchPolicy: 'store-or-network', fetchKey },
  );

  // The guest's result lives in this browser: read after hydration (the prerendered page was made without it).
  const model = data.currentCalculatorModel;
  const guestFootprint = useSyncExternalStore(
    noChanges,
    () => guestFootprintOf(model),
    () => null,
  );
  const footprint = (signedIn ? data.calculator?.state?.co2EmissionTotal : undefined) ?? guestFootprint;

  const initialType = donationTypeParam(params.get('abo') ?? params.get('art'));
  // From the calculator's offers (?abo=, ?art=): the project page the visitor came from, if any (read after hydration).
  const cameFrom = useSyncExternalStore(noChanges, rememberedProject, () => null);
  const initialProject = params.has('abo') || params.has('art') ? cameFrom : null;

  const intentId = params.get(PAYMENT_PARAM);
  if (intentId) {
    const restart = () =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.delete(PAYMENT_PARAM);
        return next;
      });
    return <PaymentStep intentId={intentId} signedIn={signedIn} onRestart={restart} />;
  }

  return (
    <DonationChooser
      // The offers and the preselected kind follow the footprint, which may become known only after hydration.
      key={`${footprint == null ? 'without-footprint' : 'with-footprint'}/${initialProject ?? ''}`}
      fixedProject={project}
      initialProject={initialProject}
      footprintTonnes={footprint}
      initialType={initialType}
      signedIn={signedIn}
      giverName={
        [data.user?.firstName, data.user?.lastName]
          .map((s) => s?.trim())
          .filter(Boolean)
          .join(' ') || undefined
      }
      isSubmitting={isCreating}
      onSubmit={async (choice) => {
        const outcome = await create(choice);
        if (outcome.kind === 'created') {
          setParams((current) => {
            const next = new URLSearchParams(current);
            next.set(PAYMENT_PARAM, outcome.intentId);
            return next;
          });
        }
        return outcome;
      }}
    />
  );
}

/** The browser's storage is not watched: the cached result (and the last project) change only on other pages. */
const noChanges = () => () => {};

/** The result this browser keeps for a guest (spec §9 cache), else none. */
function guestFootprintOf(model: DonatePageQuery['response']['currentCalculatorModel']): number | null {
  if (!model) return null;
  const catalog = catalogFromModel(model as unknown as Calculator_model$data);
  const answers = readCachedAnswers(catalog);
  return answers ? totalEmission(catalog, answers) : null;
}
