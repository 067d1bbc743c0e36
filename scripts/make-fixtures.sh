#!/bin/sh
# Regenerates the LibreOffice-written import fixtures (apps/server/test/fixtures/people-libreoffice.xlsx
# and .xls) from people.csv. Needs Debian's libreoffice-calc; the committed .xlsx is what the tests read, so
# CI never needs LibreOffice.
#
# CSV filter options: comma separator (44), double-quote (34), UTF-8 (76), start at line 1, then
# per-column formats: column 2 (phone) standard, so LibreOffice stores numbers (the importer must
# not turn them into floats); column 3 (18-digit id) as text (2), as a double would round it;
# column 4 as a Y-M-D date (5).
set -eu
dir="$(cd "$(dirname "$0")/../apps/server/test/fixtures" && pwd)"
tmp="$(mktemp -d)"
cp "$dir/people.csv" "$tmp/people-libreoffice.csv"
libreoffice --headless --infilter="CSV:44,34,76,1,1/1/2/1/3/2/4/5/5/1" \
  --convert-to xlsx --outdir "$tmp" "$tmp/people-libreoffice.csv" >/dev/null
cp "$tmp/people-libreoffice.xlsx" "$dir/people-libreoffice.xlsx"
# The same sheet in the legacy binary format (.xls, Excel 97-2003), which imports also accept.
libreoffice --headless --infilter="CSV:44,34,76,1,1/1/2/1/3/2/4/5/5/1" \
  --convert-to 'xls:MS Excel 97' --outdir "$tmp" "$tmp/people-libreoffice.csv" >/dev/null
cp "$tmp/people-libreoffice.xls" "$dir/people-libreoffice.xls"
rm -rf "$tmp"
echo "wrote $dir/people-libreoffice.xlsx and .xls"
