import {
  Award, BadgeCheck, Briefcase, Bus, Calendar, Car, ChevronRight, CircleCheck, Clock, Coffee,
  Crown, DollarSign, Gem, Gift, Heart, Lock, Mail, MapPin, Medal, MessageSquare, Phone, Plane,
  Rocket, Settings, Shield, Ship, Sparkles, Star, Target, ThumbsUp, TrainFront, TrendingUp,
  Trophy, Truck, Users, Wifi, Zap, type LucideIcon,
} from 'lucide-react'; // prettier-ignore
import { featureIconSchema, headerIconSchema, vehicleIconSchema } from '@shared/content/sections';
import type { SelectOption } from '@/components/select-field';

/**
 * Every icon content can name (docs/product.md#home-content), drawn beside its name in the pickers.
 */
const ICONS: Record<string, LucideIcon> = {
  DollarSign, Clock, Shield, Star, Users, MapPin, CheckCircle: CircleCheck, Award, TrendingUp, Zap,
  Heart, ThumbsUp, Target, Sparkles, Trophy, Gift, Rocket, Crown, Gem, BadgeCheck, Medal,
  ChevronRight, Coffee, Briefcase, Calendar, Phone, Mail, MessageSquare, Settings, Lock, Bus, Car,
  Plane, Ship, Train: TrainFront, Truck, Wifi,
}; // prettier-ignore

function iconOptions(names: readonly string[]): SelectOption[] {
  return names.map((name) => {
    const Icon = ICONS[name];
    return { value: name, label: name, icon: Icon ? <Icon aria-hidden="true" /> : null };
  });
}

/** The header tab's logo icons: Bus, Car, Plane, Ship, Train, Truck, Users. */
export const headerIconOptions = iconOptions(headerIconSchema.options);
/** The thirty feature icons. */
export const featureIconOptions = iconOptions(featureIconSchema.options);
/** The icons a vehicle card can show on the public page. */
export const vehicleIconOptions = iconOptions(vehicleIconSchema.options);
