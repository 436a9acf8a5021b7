import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type MouseEventHandler,
} from 'react';
import { Link } from 'react-router-dom';
import Slider, { type Settings } from 'react-slick';
import { uiClasses, PressButton } from '@niec/shared';
// Only this feature uses the carousel, so its CSS stays in the home chunk.
import 'slick-carousel/slick/slick.css';
import { href } from '@niec/shared/routes';
import { CAROUSEL_CODES, COUNTRY_BANNERS, COUNTRY_NAMES } from '../../../lib/destinations';
import * as icons from '../../../lib/icons';
import { slidesToShowFor, touchThresholdFor } from '../lib/swipe';
import styles from './destination-carousel.module.css';

interface ArrowProps {
  className?: string;
  style?: CSSProperties;
  onClick?: MouseEventHandler<HTMLButtonElement> | null;
  direction: 'prev' | 'next';
}

/** react-slick clones its arrows with className/onClick; a real <button> keeps them keyboard-operable. */
function Arrow({ className = '', onClick, direction }: ArrowProps) {
  const disabled = !onClick || className.includes('slick-disabled');
  const Icon = direction === 'prev' ? icons.arrowLeft : icons.arrowRight;
  return (
    <PressButton
      type="button"
      className={`${styles.arrow} ${direction === 'prev' ? styles.prev : styles.next}`}
      aria-label={direction === 'prev' ? 'Negara sebelumnya' : 'Negara berikutnya'}
      onClick={onClick ?? undefined}
      disabled={disabled}
    >
      <Icon size={22} />
    </PressButton>
  );
}

/** Links in slides that are out of view leave the Tab order, so focus never lands on a hidden card. */
function syncFocusableSlides(root: HTMLElement | null): void {
  root?.querySelectorAll<HTMLElement>('.slick-slide').forEach((slide) => {
    const hidden = slide.getAttribute('aria-hidden') === 'true';
    slide.querySelectorAll<HTMLElement>('a').forEach((link) => {
      if (hidden) link.setAttribute('tabindex', '-1');
      else link.removeAttribute('tabindex');
    });
  });
}

/**
 * The home destination carousel (docs/product-rules.md#home): no auto-advance, no indicators,
 * arrow buttons and arrow keys, and a 40 px swipe.
 */
export function DestinationCarousel() {
  const rootRef = useRef<HTMLDivElement>(null);
  const pressX = useRef<number | null>(null);
  const [width, setWidth] = useState(0);

  useLayoutEffect(() => {
    const el = rootRef.current;
    if (!el) return;
    const measure = () => setWidth(el.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const sync = useCallback(() => {
    // After react-slick has updated aria-hidden on its slides.
    requestAnimationFrame(() => syncFocusableSlides(rootRef.current));
  }, []);

  useEffect(sync, [sync, width]);

  const settings: Settings = {
    accessibility: true,
    arrows: true,
    autoplay: false,
    dots: false,
    infinite: false,
    speed: 400,
    // Keyboard and button presses during a slide animation still count.
    waitForAnimate: false,
    // From the measured width: react-slick 0.31's `responsive` ignores the breakpoint matching at load.
    slidesToShow: slidesToShowFor(width),
    slidesToScroll: 1,
    swipe: true,
    draggable: true,
    touchMove: true,
    touchThreshold: touchThresholdFor(width),
    prevArrow: <Arrow direction="prev" />,
    nextArrow: <Arrow direction="next" />,
    afterChange: sync,
    onReInit: sync,
  };

  return (
    <div
      ref={rootRef}
      className={styles.carousel}
      data-testid="destination-carousel"
      onPointerDown={(event) => {
        pressX.current = event.clientX;
      }}
      onClickCapture={(event) => {
        // A swipe that ends on a card must not also open it.
        if (pressX.current !== null && Math.abs(event.clientX - pressX.current) > 10) {
          event.preventDefault();
          event.stopPropagation();
        }
        pressX.current = null;
      }}
    >
      <Slider {...settings}>
        {CAROUSEL_CODES.map((code) => (
          <div key={code} className={styles.slide}>
            {/* Not natively draggable, so a mouse drag swipes the carousel instead of dragging the link. */}
            <Link to={href('country', { code })} className={`${uiClasses.panel} ${styles.card}`} draggable={false}>
              <img
                src={COUNTRY_BANNERS[code]}
                alt=""
                width={1200}
                height={400}
                loading="lazy"
                className={styles.image}
                draggable={false}
              />
              <span className={styles.caption}>
                <span className={styles.name}>{COUNTRY_NAMES[code]}</span>
                <span className={styles.more}>
                  Lihat panduan <icons.arrowRight size={16} />
                </span>
              </span>
            </Link>
          </div>
        ))}
      </Slider>
    </div>
  );
}
