import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Loading, StatusMessage, uiClasses, type CourierOption, NEEDS_SCRIPT, ScriptRequired } from '@niec/shared';
import { useCartHydrated, useCartStore } from '@niec/shared/cart';
import { Breadcrumb } from '@niec/shared/seo';
import { href, ROUTES } from '@niec/shared/routes';
import { AddressStep } from './components/address-step';
import { CheckoutStepper } from './components/checkout-stepper';
import { CourierStep } from './components/courier-step';
import { MemberStep } from './components/member-step';
import { OrderSummary } from './components/order-summary';
import { PaymentStep } from './components/payment-step';
import { buildOrderPayload, toShippingChoice, toShippingItems } from './lib/order-payload';
import { resolveCheckoutInput } from './lib/resolve-checkout';
import { checkoutSteps } from './lib/steps';
import { computeSummary } from './lib/summary';
import type { CheckoutInput, MemberValues, ShippingAddress } from './model';
import { emptyShippingAddress } from './schemas/shipping-schema';
import styles from './checkout-page.module.css';

/** Where an empty checkout sends the buyer; the query names the reason for the catalogue page. */
/** Where an empty cart's checkout sends the buyer: the list, with the notice that says why. */
const emptyCartRedirect = () => href('merchandise', undefined, { notice: 'keranjang-kosong' });
const EMPTY_CART_REDIRECT_MS = 5000;

function EmptyCart() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(
      () => void navigate(emptyCartRedirect(), { replace: true }),
      EMPTY_CART_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <StatusMessage
      title="Keranjang belanja Anda kosong"
      action={
        <Link className={uiClasses.button} to={emptyCartRedirect()} replace>
          Belanja Merchandise
        </Link>
      }
    >
      <p>Tambahkan produk ke keranjang sebelum checkout. Sebentar lagi Anda diarahkan ke halaman Merchandise.</p>
    </StatusMessage>
  );
}

function CheckoutFlow({ input }: { input: CheckoutInput }) {
  const steps = useMemo(() => checkoutSteps(input.isMember), [input.isMember]);
  const [stepIndex, setStepIndex] = useState(0);
  // Focus moves to a step's heading only after the buyer moved, not on page load.
  const [moved, setMoved] = useState(false);
  const [address, setAddress] = useState<ShippingAddress | null>(null);
  const [regionLabel, setRegionLabel] = useState('');
  const [couriers, setCouriers] = useState<CourierOption[]>([]);
  const [courier, setCourier] = useState<CourierOption | null>(null);
  const [member, setMember] = useState<MemberValues | null>(null);

  const shippingItems = useMemo(() => toShippingItems(input.items), [input.items]);
  const shipping = useMemo(() => (courier ? toShippingChoice(courier, input.cartTotal) : null), [courier, input]);
  const summary = computeSummary(input.items, input.cartTotal, shipping?.ongkir ?? null);
  const step = steps[stepIndex] ?? steps[0]!;

  const goTo = (index: number) => {
    setStepIndex(index);
    setMoved(true);
  };
  const advance = () => goTo(stepIndex + 1);

  const buildPayload = useCallback(() => {
    if (!address || !shipping) throw new Error('Payment before the address and courier steps');
    return buildOrderPayload({ address, shipping, items: input.items, member });
  }, [address, shipping, input.items, member]);

  let content;
  if (step.key === 'address') {
    content = (
      <AddressStep
        initialValues={address ?? emptyShippingAddress}
        shippingItems={shippingItems}
        focusOnMount={moved}
        onComplete={(values, options, region) => {
          setAddress(values);
          setRegionLabel(region);
          setCouriers(options);
          setCourier(null);
          advance();
        }}
      />
    );
  } else if (step.key === 'courier') {
    content = (
      <CourierStep
        couriers={couriers}
        chosen={courier}
        focusOnMount={moved}
        onChoose={(option) => {
          setCourier(option);
          advance();
        }}
        onBackToAddress={() => goTo(0)}
      />
    );
  } else if (step.key === 'member' && address) {
    content = (
      <MemberStep
        address={address}
        initialValues={
          member ?? {
            email: address.email,
            password: '',
            cpassword: '',
            code_konsultan: '',
            id_provinsi: '',
            kode_sekolah: '',
          }
        }
        focusOnMount={moved}
        onComplete={(values) => {
          setMember(values);
          advance();
        }}
      />
    );
  } else if (step.key === 'payment' && address && courier) {
    content = (
      <PaymentStep
        address={address}
        regionLabel={regionLabel}
        courier={courier}
        member={input.isMember ? member : null}
        total={summary.total}
        buildPayload={buildPayload}
        focusOnMount={moved}
      />
    );
  }

  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <CheckoutStepper steps={steps} current={stepIndex} />
        {content}
      </div>
      <aside className={styles.aside} aria-label="Ringkasan Pembayaran">
        <OrderSummary
          summary={summary}
          courierName={courier ? `${courier.courier_name} ${courier.description}` : null}
        />
      </aside>
    </div>
  );
}

/**
 * The cart is read once when checkout opens (route state, or the stored cart after a reload), so clearing the
 * cart after payment does not pull the page from under the buyer.
 */
function CheckoutContent() {
  const location = useLocation();
  const [input] = useState(() => resolveCheckoutInput(location.state, useCartStore.getState()));
  return input.items.length === 0 ? <EmptyCart /> : <CheckoutFlow input={input} />;
}

/**
 * /merchandise/checkout. Everything below the title depends on the cart, which only the browser knows: the
 * server (and the browser while it hydrates) shows the loading state until the stored cart has been read.
 */
export default function CheckoutPage() {
  const cartHydrated = useCartHydrated();
  return (
    <div className={styles.page}>
      <Breadcrumb
        trail={[{ name: ROUTES.merchandise.title, path: href('merchandise') }, { name: ROUTES.checkout.title }]}
      />
      <h1 className={styles.title}>{ROUTES.checkout.title}</h1>
      <ScriptRequired title="Checkout membutuhkan JavaScript.">
        Keranjang, ongkos kirim dan pembayaran dihitung di browser Anda. Aktifkan JavaScript lalu muat ulang halaman ini
        untuk melanjutkan pembelian.
      </ScriptRequired>
      {cartHydrated ? (
        <CheckoutContent />
      ) : (
        <div {...NEEDS_SCRIPT}>
          <Loading />
        </div>
      )}
    </div>
  );
}
