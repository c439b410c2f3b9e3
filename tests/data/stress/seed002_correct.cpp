// Seed 002's bottom-up DP, as published: correct within its limits.
#include <vector>
#include <iostream>
using namespace std;
int solve(const vector<int> &coinval)
{
    const int numCoins = coinval.size();
    vector<int> states;
    states.resize(numCoins*numCoins);
    for(int diff = 0;diff != numCoins;++diff)
    {
        for(int ai = 0;ai+diff != numCoins;++ai)
        {
            int bi = ai+diff;
            int sidx = ai*numCoins + bi;
            if(diff == 0)
            {
                states[sidx] = coinval[ai];
            }
            else if(diff == 1)
            {
                states[sidx] = max(coinval[ai], coinval[bi]);
            }
            else
            {
                int idxaa = (ai+2)*numCoins + bi;
                int idxab = (ai+1)*numCoins + bi-1;
                int idxba = idxab;
                int idxbb = ai*numCoins + bi-2;
                int a = coinval[ai] + min(states[idxaa],states[idxab]);
                int b = coinval[bi] + min(states[idxba],states[idxbb]);
                states[sidx] = max(a,b);
            }
        }
    }
    return states[numCoins-1];
}

int main()
{
    vector<int> x;
    int n,v,i;
    cin>>n;
    for(i=0;i<n;i++){ cin>>v; x.push_back(v);}
    cout << solve(x) <<endl;
    return 0;
}
