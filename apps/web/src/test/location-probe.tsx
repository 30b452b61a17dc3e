import { useLocation } from 'react-router';

/** Renders the current location so tests can assert where the app navigated. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {`${location.pathname}${location.search}`}
    </div>
  );
}
