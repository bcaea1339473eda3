import type { SubService } from "./sub-service";

// Order matters: the services directory shows the first five.
export const ELECTRICAL_SUB_SERVICES: readonly SubService[] = [
  {
    slug: "electrical-repair",
    name: "Electrical Repair",
    description:
      "Troubleshooting and repair of dead outlets, flickering lights, tripping breakers and buzzing switches. Outlets that feel warm or show scorch marks are a fire risk and should be checked right away.",
  },
  {
    slug: "outlet-and-switch-installation",
    name: "Outlet and Switch Installation",
    description:
      "Adding or replacing outlets, switches, dimmers and USB outlets, including new boxes where a wall has none. Swapping old two-prong outlets for three-prong ones safely requires a ground wire or GFCI protection.",
  },
  {
    slug: "light-fixture-installation",
    name: "Light Fixture Installation",
    description:
      "Installing or replacing ceiling lights, chandeliers, pendants, vanity lights and under-cabinet lighting. Heavy fixtures need a properly rated box, which the electrician will check.",
  },
  {
    slug: "ceiling-fan-installation",
    name: "Ceiling Fan Installation",
    description:
      "Installing ceiling fans on existing or new fan-rated boxes, with wall controls or remotes. Running the fan in reverse in winter pushes warm air down from the ceiling.",
  },
  {
    slug: "electrical-panel-upgrade",
    name: "Electrical Panel Upgrade",
    description:
      "Replacing an outdated or undersized panel, often 60 or 100 amps, with a modern 200-amp panel. Needed for EV chargers, heat pumps and additions, or when the panel is a brand known for failures such as Federal Pacific or Zinsco.",
  },
  {
    slug: "electrical-safety-inspection",
    name: "Electrical Safety Inspection",
    description:
      "A room-by-room check of the panel, wiring, grounding, outlets and alarms, with a written list of hazards. A good idea when buying an older home or after water has reached the basement.",
  },
  {
    slug: "standby-generator-installation",
    name: "Standby Generator Installation",
    description:
      "A permanent natural gas or propane generator with an automatic transfer switch that restores power within seconds of an outage. Keeps the sump pump, furnace and refrigerator running through storms and ice.",
  },
  {
    slug: "generator-interlock-installation",
    name: "Generator Interlock Installation",
    description:
      "An interlock kit and outdoor inlet that let you safely run chosen circuits from a portable generator. Never back-feed power through a dryer outlet, because it can electrocute utility line workers.",
  },
  {
    slug: "ev-charger-installation",
    name: "EV Charger Installation",
    description:
      "Installation of a Level 2 charger on a dedicated 240-volt circuit in your garage or driveway. The electrician first checks whether your panel has enough capacity.",
  },
  {
    slug: "recessed-lighting-installation",
    name: "Recessed Lighting Installation",
    description:
      "Adding slim LED recessed lights to kitchens, basements and living rooms, including wiring and dimmers. Remodel fixtures fit finished ceilings through small openings.",
  },
  {
    slug: "outdoor-lighting-installation",
    name: "Outdoor Lighting Installation",
    description:
      "Porch, security, pathway and landscape lighting with weatherproof fixtures, timers or motion sensors. Low-voltage landscape lighting is a popular spring project.",
  },
  {
    slug: "knob-and-tube-wiring-replacement",
    name: "Knob-and-Tube Wiring Replacement",
    description:
      "Replacing the original ungrounded wiring still found in many pre-1940 homes in Ohio's older neighborhoods. Some insurers will not cover a home with active knob-and-tube circuits.",
  },
  {
    slug: "aluminum-wiring-repair",
    name: "Aluminum Wiring Repair",
    description:
      "Making aluminum branch wiring from the 1960s and 1970s safe with approved connectors or new copper circuits. Loose aluminum connections can overheat, so outlets that feel warm need attention.",
  },
  {
    slug: "gfci-and-afci-upgrades",
    name: "GFCI and AFCI Upgrades",
    description:
      "Adding ground-fault protection in kitchens, bathrooms, basements, garages and outdoors, and arc-fault protection in living spaces. These devices cut the power before a shock or a sparking wire becomes dangerous.",
  },
  {
    slug: "whole-house-surge-protection",
    name: "Whole-House Surge Protection",
    description:
      "A surge protector installed at the main panel to shield the furnace, appliances and electronics from lightning and utility surges. It works alongside plug-in surge strips at sensitive devices.",
  },
  {
    slug: "smoke-and-co-detector-installation",
    name: "Smoke and CO Detector Installation",
    description:
      "Installing hardwired, interconnected smoke and carbon monoxide alarms so every alarm sounds when one does. Often required during remodels and a major safety upgrade in older homes.",
  },
  {
    slug: "dedicated-circuit-installation",
    name: "Dedicated Circuit Installation",
    description:
      "New 120- or 240-volt circuits for freezers, window AC units, home offices, workshops or anything that keeps tripping a shared breaker. Overloaded circuits are a common cause of nuisance trips and overheating.",
  },
  {
    slug: "meter-and-service-mast-repair",
    name: "Meter and Service Mast Repair",
    description:
      "Repairing the outdoor meter base, service mast and entrance cable, often after ice, wind or a falling limb pulls the line down. The utility restores power once an electrician has made the repair.",
  },
  {
    slug: "hot-tub-wiring",
    name: "Hot Tub Wiring",
    description:
      "A dedicated 240-volt circuit and GFCI disconnect for a hot tub or swim spa, placed at the distance the code requires. Plan the wiring before the tub is delivered.",
  },
  {
    slug: "appliance-wiring",
    name: "Appliance Wiring",
    description:
      "Wiring and hookup for electric ranges, cooktops, wall ovens, dryers and other hardwired appliances. Switching from gas to electric cooking usually needs a new 240-volt circuit.",
  },
  {
    slug: "garage-and-workshop-wiring",
    name: "Garage and Workshop Wiring",
    description:
      "Lighting, outlets and 240-volt circuits for garages, pole barns and workshops, including subpanels for detached buildings. Makes room for welders, compressors, table saws and heaters.",
  },
  {
    slug: "security-camera-and-doorbell-wiring",
    name: "Security Camera and Doorbell Wiring",
    description:
      "Wiring and mounting for video doorbells, security cameras and floodlight cameras, with new transformers where needed. Hardwired devices don't suffer from batteries that die in the cold.",
  },
  {
    slug: "low-voltage-and-network-wiring",
    name: "Low-Voltage and Network Wiring",
    description:
      "Running Ethernet, coaxial and speaker cable through walls for reliable internet, TVs and home offices. A wired connection beats Wi-Fi in basements and far-off bedrooms.",
  },
  {
    slug: "solar-panel-installation",
    name: "Solar Panel Installation",
    description:
      "Design and installation of rooftop or ground-mounted solar panels, inverters and the utility connection. Ohio homes still produce useful power in winter, and net metering can credit what you send back to the grid.",
  },
];
