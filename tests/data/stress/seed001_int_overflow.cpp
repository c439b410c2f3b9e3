// Seed 001's memoised solution, as published: `int` totals overflow.
#include <bits/stdc++.h>
using namespace std;
int n, arr[1005];
vector<vector<int>> DP(1005, vector<int>(1005, -1));

int node(int l, int r){
    if(l == r)return arr[l];
    if(DP[l][r] != -1)return DP[l][r];
    int left = node(l+1, r);
    int right = node(l, r-1);
    return DP[l][r] = max(-left+arr[l], -right+arr[r]);
}

int main() {
    cin >> n;
    int total = 0;
    for(int i=0; i<n; i++){cin >> arr[i]; total += arr[i];}
    int advantage = node(0,n-1); // [inclusive range]
    int result = ((total - advantage) / 2) + advantage;
    cout << result;
}
