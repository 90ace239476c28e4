/**
 * Small stroke icons drawn for the shop, always decorative (the control's text names it). Each is a CSS mask
 * filled with the text colour (app.css: .icon and its .icon-<name>), so a document carries a short class
 * rather than the SVG, which the stylesheet holds once.
 */
type IconProps = {className?: string};

function Icon({name, className = 'h-6 w-6'}: IconProps & {name: string}) {
  return <span aria-hidden="true" className={`icon icon-${name} ${className}`} />;
}

export const MenuIcon = ({className}: IconProps) => <Icon name="menu" className={className} />;

export const CloseIcon = ({className}: IconProps) => <Icon name="close" className={className} />;

export const BagIcon = ({className}: IconProps) => <Icon name="bag" className={className} />;

export const UserIcon = ({className}: IconProps) => <Icon name="user" className={className} />;

export const LeafIcon = ({className}: IconProps) => <Icon name="leaf" className={className} />;

export const ArrowUpIcon = ({className}: IconProps) => <Icon name="arrowup" className={className} />;

export const SearchIcon = ({className}: IconProps) => <Icon name="search" className={className} />;

export const SpinnerIcon = ({className = 'h-8 w-8'}: {className?: string}) => (
  <svg viewBox="0 0 24 24" className={`animate-spin motion-reduce:animate-none ${className}`} aria-hidden="true">
    <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
    <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
  </svg>
);
