import type { SubService } from "./sub-service";

// Order matters: the services directory shows the first five.
export const HVAC_SUB_SERVICES: readonly SubService[] = [
  {
    slug: "furnace-repair",
    name: "Furnace Repair",
    description:
      "Diagnosis and repair of gas and electric furnaces that blow cold air, short-cycle, won't ignite or make new noises. Call before a cold snap turns a small problem into a no-heat emergency.",
  },
  {
    slug: "ac-repair",
    name: "AC Repair",
    description:
      "Troubleshooting and repair for central air that runs but won't cool, trips the breaker, freezes up or leaks water. Many problems come down to a failed capacitor, contactor or fan motor that can be fixed in one visit.",
  },
  {
    slug: "furnace-installation",
    name: "Furnace Installation",
    description:
      "Replacement of an old or failing furnace with a properly sized high-efficiency unit, including venting, gas connection and startup. Worth considering once your furnace passes 15 to 20 years or needs a costly repair.",
  },
  {
    slug: "ac-installation",
    name: "AC Installation",
    description:
      "Removal of an old central air conditioner and installation of a correctly sized outdoor unit with a matching indoor coil. Best scheduled in spring, before the summer rush.",
  },
  {
    slug: "heat-pump-installation",
    name: "Heat Pump Installation",
    description:
      "Installation of an air-source heat pump that heats and cools with electricity, often paired with a gas furnace as backup for the coldest Ohio nights. A good fit when your AC needs replacing or you want lower heating costs.",
  },
  {
    slug: "furnace-tune-up",
    name: "Furnace Tune-Up",
    description:
      "A yearly fall inspection and cleaning of the burners, flame sensor, blower and filter, with a carbon monoxide check. It catches worn parts before the first hard freeze and keeps most manufacturer warranties valid.",
  },
  {
    slug: "ac-tune-up",
    name: "AC Tune-Up",
    description:
      "Spring cleaning of the outdoor coil, refrigerant and electrical checks, and a cleared condensate drain. Helps your AC keep up with July heat and humidity and lowers the electric bill.",
  },
  {
    slug: "heat-pump-repair",
    name: "Heat Pump Repair",
    description:
      "Repair for heat pumps that blow lukewarm air, get stuck in defrost, ice over or run without stopping. Technicians check the refrigerant charge, reversing valve and defrost controls.",
  },
  {
    slug: "ductless-mini-split-installation",
    name: "Ductless Mini-Split Installation",
    description:
      "Wall-mounted heating and cooling units that need no ductwork, ideal for additions, finished attics, garages and older homes with radiators. One outdoor unit can serve several rooms.",
  },
  {
    slug: "boiler-repair",
    name: "Boiler Repair",
    description:
      "Service for hot-water and steam boilers that leave radiators cold, bang, leak or lose pressure. Common in older homes in Cleveland, Cincinnati, Toledo and Dayton.",
  },
  {
    slug: "boiler-installation",
    name: "Boiler Installation",
    description:
      "Replacement of an aging boiler with a high-efficiency condensing or combi model sized to your radiators or baseboards. Includes venting, near-boiler piping and a check of the water in the system.",
  },
  {
    slug: "geothermal-heat-pump-installation",
    name: "Geothermal Heat Pump Installation",
    description:
      "A ground-source system that uses the steady temperature underground to heat and cool your home very efficiently. The upfront cost is high, but low running costs and available tax credits can make it pay off on larger lots.",
  },
  {
    slug: "radiant-floor-heating",
    name: "Radiant Floor Heating",
    description:
      "Hot-water tubing or electric mats installed under the floor for even, quiet warmth. Popular in basements, bathrooms and kitchens with cold tile floors.",
  },
  {
    slug: "duct-cleaning",
    name: "Duct Cleaning",
    description:
      "Removal of dust, debris and pet hair from supply and return ducts with powerful vacuum equipment. Consider it after a renovation, when you move in, or if vents blow visible dust.",
  },
  {
    slug: "ductwork-installation",
    name: "Ductwork Installation",
    description:
      "Design and installation of new or replacement ductwork for additions, finished basements or rooms that never heat or cool evenly. Properly sized ducts help any furnace or AC work as intended.",
  },
  {
    slug: "duct-sealing",
    name: "Duct Sealing",
    description:
      "Sealing leaky duct joints with mastic or aerosol sealant so heated and cooled air reaches your rooms instead of the attic or crawl space. Often fixes hot and cold spots and trims energy bills.",
  },
  {
    slug: "smart-thermostat-installation",
    name: "Smart Thermostat Installation",
    description:
      "Installation and setup of a Wi-Fi thermostat, including a common wire if your system lacks one. Check with your utility before you buy, since many offer rebates on smart thermostats.",
  },
  {
    slug: "hvac-zoning",
    name: "HVAC Zoning",
    description:
      "Motorized dampers and separate thermostats that let you heat and cool floors or rooms independently. Solves the classic hot upstairs, cold basement problem in two-story homes.",
  },
  {
    slug: "whole-house-humidifier-installation",
    name: "Whole-House Humidifier Installation",
    description:
      "A humidifier mounted on your furnace that adds moisture to the air during heating season. Relieves dry skin, static shocks and cracking woodwork through long Ohio winters.",
  },
  {
    slug: "whole-house-dehumidifier-installation",
    name: "Whole-House Dehumidifier Installation",
    description:
      "A ducted dehumidifier that pulls moisture out of the house or basement during humid months. Helps prevent musty odors, mold and sweating pipes and walls.",
  },
  {
    slug: "air-purifier-installation",
    name: "Air Purifier Installation",
    description:
      "In-duct air cleaners such as high-efficiency media filters, electronic filters or UV lights installed at the furnace. Helpful for allergies, asthma, pets and smoky days.",
  },
  {
    slug: "indoor-air-quality-testing",
    name: "Indoor Air Quality Testing",
    description:
      "Measurement of humidity, fine dust, carbon monoxide and chemical fumes in your home, with recommendations based on the results. Useful when someone in the household has allergies or headaches that ease away from home.",
  },
  {
    slug: "ventilation-and-erv-installation",
    name: "Ventilation and ERV Installation",
    description:
      "Energy or heat recovery ventilators that bring in fresh outdoor air while keeping most of the heating or cooling. Recommended for tightly sealed or newly insulated homes that feel stuffy or damp.",
  },
  {
    slug: "carbon-monoxide-safety-check",
    name: "Carbon Monoxide Safety Check",
    description:
      "Inspection of the furnace heat exchanger, flue and gas appliances for cracks, poor drafting and carbon monoxide leaks. If a CO alarm is sounding right now, get everyone outside and call 911 before calling a technician.",
  },
  {
    slug: "emergency-hvac-repair",
    name: "Emergency HVAC Repair",
    description:
      "Same-day or after-hours repair when the heat goes out in winter or the AC quits during a heat wave. Expect a higher service-call fee outside regular business hours.",
  },
  {
    slug: "refrigerant-leak-repair",
    name: "Refrigerant Leak Repair",
    description:
      "Finding and fixing refrigerant leaks in AC and heat pump coils and lines, then recharging the system to the correct level. A system that needs a top-off every summer has a leak worth repairing.",
  },
  {
    slug: "oil-to-gas-conversion",
    name: "Oil-to-Gas Conversion",
    description:
      "Replacing an oil furnace or boiler with a natural gas system, including the gas line and removal of the old oil tank. Often pays off where gas service reaches your street, since heating oil usually costs more to burn.",
  },
  {
    slug: "garage-heater-installation",
    name: "Garage Heater Installation",
    description:
      "Gas or electric unit heaters for attached or detached garages and workshops, vented and wired to code. Keeps tools, cars and water lines from freezing on the coldest days.",
  },
  {
    slug: "dryer-vent-cleaning",
    name: "Dryer Vent Cleaning",
    description:
      "Cleaning lint out of the dryer duct all the way to the outside wall or roof cap. A clogged vent is a fire hazard and the usual reason a dryer needs two cycles to dry a load.",
  },
  {
    slug: "hvac-inspection",
    name: "HVAC Inspection",
    description:
      "A full check of the furnace, AC, ductwork and venting with a written report on age, condition and safety issues. Useful before buying or selling a home, or when deciding whether to repair or replace.",
  },
];
